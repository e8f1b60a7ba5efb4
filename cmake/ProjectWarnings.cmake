# Warnings apply to the project's own targets only, never to Qt's headers (they are SYSTEM includes).
function(moraledesk_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast
        -Wcast-align -Woverloaded-virtual -Wconversion -Wsign-conversion
        -Wnull-dereference -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
    if(MORALEDESK_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    # String literals must pass through tr() or be explicit about their encoding.
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
        QT_NO_CAST_FROM_BYTEARRAY QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
        QT_NO_FOREACH QT_NO_KEYWORDS QT_DISABLE_DEPRECATED_UP_TO=0x060400)
endfunction()
